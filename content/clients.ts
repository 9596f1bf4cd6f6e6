import { z } from 'zod';
import { defineContent } from '@/content/schemas/define';
import { clientSchema } from '@/content/schemas/site';

/**
 * "Our satisfied clients" on the home page. Every organisation here is fictional; none is, or is
 * meant to resemble, a real company.
 */
const portHarcourt = { city: 'Port Harcourt', country: 'Nigeria' };
const abuja = { city: 'Abuja', country: 'Nigeria' };
const lagos = { city: 'Lagos', country: 'Nigeria' };

export const clients = defineContent('clients', z.array(clientSchema).min(20), [
  { name: 'Rivercrest Petroleum Development Company', location: portHarcourt },
  { name: 'Ibaa Creek Gas Processing Ltd', location: portHarcourt },
  { name: 'Amadi Flowline Contractors', location: portHarcourt },
  { name: 'Ogbunabali Marine Logistics', location: portHarcourt },
  { name: 'Okpoka Creek Exploration Ltd', location: portHarcourt },
  { name: 'Akpajo Basin Energy Company', location: portHarcourt },
  { name: 'Nkpogu Power Systems', location: portHarcourt },
  { name: 'Ikwerre Valley Oilfield Services', location: portHarcourt },
  { name: 'Rumuola Industrial Gases', location: portHarcourt },
  { name: 'Sombreiro Swamp Operations Ltd', location: portHarcourt },
  { name: 'Tombia Engineering Works', location: portHarcourt },
  { name: 'Iwofe Midstream Partners', location: portHarcourt },
  { name: 'Aba Road Fabrication Yard', location: portHarcourt },
  { name: 'Okrika Terminal Services', location: portHarcourt },
  { name: 'Zumaline Energy Holdings', location: abuja },
  { name: 'Gurara Grid Transmission Ltd', location: abuja },
  { name: 'Lagoon Coast Marine Services', location: lagos },
  { name: 'Marina Crest Capital Partners', location: lagos },
  { name: 'Iddo Freight and Forwarding', location: lagos },
  { name: 'Oyigbo Well Intervention Ltd', location: portHarcourt },
  { name: 'Andoni Shoreline Drilling', location: portHarcourt },
  { name: 'Obio Akpor Housing Trust', location: portHarcourt },
  { name: 'Trans-Kalabari Pipelines', location: portHarcourt },
  { name: 'Emohua Agro-Energy Cooperative', location: portHarcourt },
  { name: 'Central Plateau Power Company', location: abuja },
  { name: 'Victoria Wharf Logistics', location: lagos },
  { name: 'Onne Quay Chemicals Ltd', location: portHarcourt },
  { name: 'Bayou Gulf Valve Supply Inc.', location: { city: 'Houston', country: 'United States' } },
  { name: 'Ahoada Field Catering Services', location: portHarcourt },
  { name: 'Delta Heritage Community Foundation' },
]);
