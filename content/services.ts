import { defineContent } from '@/content/schemas/define';
import { servicesSchema, type Service } from '@/content/schemas/site';

/** The catalogue (catalogueId 1 to 15, in the seed's order) and the specialist oilfield pages. */
export const services: readonly Service[] = defineContent('services', servicesSchema, [
  {
    catalogueId: 1,
    slug: 'mechanical-construction',
    title: 'Mechanical Construction',
    summary:
      'Fabrication, erection and hook-up of process piping, skids, vessels and structural steel for flow stations and process plants in the Niger Delta.',
    intro: [
      'Our mechanical construction teams build and modify the steelwork that keeps production moving: process piping, pipe racks, skid packages, separators and storage tanks at land, swamp and near-shore locations across Rivers, Bayelsa and Delta States.',
      'Work is planned from our Port Harcourt base, with spools and skids fabricated in our Trans-Amadi yard so that time on live facilities is kept short. Every job is run to written welding procedures, an inspection and test plan agreed with the client, and a permit-to-work regime that fits the host facility.',
    ],
    covers: [
      'Shop and field fabrication of process piping to ASME B31.3',
      'Erection of separators, scrubbers, pressure vessels and storage tanks',
      'Skid fabrication for metering, chemical injection and pumping packages',
      'Structural steel for pipe racks, platforms, stairs and walkways',
      'Welding procedure qualification and welder performance testing',
      'Installation and alignment of pumps, compressors and generators',
      'Flushing, hydrotesting and reinstatement before handover',
    ],
    delivery: [
      {
        title: 'Constructability review',
        text: 'Isometrics, material take-offs and tie-in points are checked against the site before any steel is cut, and clashes are raised with the design owner.',
      },
      {
        title: 'Yard fabrication',
        text: 'Spools and skids are built and inspected in the yard, with weld maps, NDT records and dimensional checks kept for each item.',
      },
      {
        title: 'Site installation',
        text: 'Crews mobilise with a lifting plan and a short, sequenced programme so that shutdown windows on live plant are used fully.',
      },
      {
        title: 'Mechanical completion',
        text: 'Punch lists are closed, test packs signed and a handover dossier issued with as-built drawings and material certificates.',
      },
    ],
    locations: ['port-harcourt'],
    related: [
      'pipeline-services',
      'construction-services',
      'engineering-services',
      'valves-flanges-connectors',
    ],
    image: {
      src: '/images/services/mechanical-construction.svg',
      alt: 'Illustration of a steel pipe rack carrying process pipes beside a tall pressure vessel, with welding sparks at a pipe joint',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 2,
    slug: 'pipeline-services',
    title: 'Pipeline Services',
    summary:
      'Construction, tie-in, testing, pigging and repair of flowlines and trunklines, with integrity engineering support from our Manchester office.',
    intro: [
      'We install, test and maintain flowlines, delivery lines and trunklines across land and swamp terrain in the Niger Delta, from short wellhead tie-ins to multi-kilometre replacement sections laid alongside live lines.',
      'Field crews work from Port Harcourt, while our Manchester engineers review wall-thickness, cathodic protection and inspection data so that repair and replacement decisions rest on measured condition rather than age alone.',
    ],
    covers: [
      'Flowline and trunkline construction, stringing, welding and tie-ins',
      'Hydrostatic testing to API 1110 with calibrated recorders',
      'Cleaning, gauging and intelligent-pig run support',
      'Leak clamp installation and sleeve repairs on live lines',
      'Cathodic protection surveys and anode replacement',
      'Right-of-way clearing, marker posts and surveillance',
      'Integrity assessment of inspection and corrosion data',
    ],
    delivery: [
      {
        title: 'Route and risk survey',
        text: 'The right-of-way, crossings, access and community interfaces are walked and recorded before a method statement is written.',
      },
      {
        title: 'Construction and testing',
        text: 'Welds are radiographed or ultrasonically tested, and each section is pressure tested and dewatered before tie-in.',
      },
      {
        title: 'Commissioning',
        text: 'Lines are gauged, dried where required and handed over with test certificates and a weld and NDT register.',
      },
      {
        title: 'Integrity follow-up',
        text: 'Inspection findings are trended in Manchester and turned into a prioritised repair and monitoring plan.',
      },
    ],
    locations: ['port-harcourt', 'manchester'],
    related: [
      'mechanical-construction',
      'valves-flanges-connectors',
      'field-optimization-services',
      'repairs-and-maintenance',
    ],
    image: {
      src: '/images/services/pipeline-services.svg',
      alt: 'Illustration of a long steel pipeline on supports with amber weld bands at each joint and an inline valve',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 3,
    slug: 'manpower-services',
    title: 'Manpower Supply & Management',
    summary:
      'Competent, certified technical crews for onshore, swamp and offshore work, supplied and managed with payroll, rotations, medicals and training records.',
    intro: [
      'We supply skilled and semi-skilled personnel for projects, shutdowns and long-term operations: welders, fitters, riggers, scaffolders, instrument and electrical technicians, supervisors and HSE officers.',
      'Most of our people are recruited from communities in the Niger Delta and trained to the client’s standards. We manage the whole employment relationship, so clients receive a crew that is paid, insured, medically fit and documented, and a single point of contact for rotations and replacements.',
    ],
    covers: [
      'Welders, pipefitters, riggers and scaffolders',
      'Instrument, electrical and mechanical technicians',
      'Supervisors, planners and HSE officers',
      'Competence assessment and trade testing before mobilisation',
      'Medical fitness checks and offshore survival training records',
      'Payroll, pension and statutory insurance remittances',
      'Rotation planning, travel and camp logistics',
    ],
    delivery: [
      {
        title: 'Role definition',
        text: 'We agree job descriptions, competence requirements and rotation patterns with the client before any candidate is put forward.',
      },
      {
        title: 'Screening and testing',
        text: 'Candidates are interviewed, trade tested and medically checked; certificates are verified against the issuing centre.',
      },
      {
        title: 'Mobilisation',
        text: 'Crews arrive with inducted personnel files, PPE and travel arranged, and a named coordinator on call.',
      },
      {
        title: 'Ongoing management',
        text: 'Timesheets, payroll, leave, training renewals and performance reviews are handled monthly and reported to the client.',
      },
    ],
    locations: ['port-harcourt', 'manchester'],
    related: ['facility-operations', 'repairs-and-maintenance', 'mechanical-construction'],
    image: {
      src: '/images/services/manpower-services.svg',
      alt: 'Illustration of a crew of three workers in navy coveralls with amber hard hats and reflective stripes',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 4,
    slug: 'procurement-services',
    title: 'Procurement & Supply Services',
    summary:
      'Sourcing, expediting, inspection, shipping and customs clearance of oilfield materials from UK, European and Asian suppliers to site in Nigeria.',
    intro: [
      'We buy on behalf of operators and contractors who need materials to arrive complete, certified and on time: line pipe, fittings, instrumentation, electrical bulk, consumables and spare parts.',
      'Our Manchester office manages supplier relationships and vendor inspection in the UK and Europe, and our Port Harcourt team handles freight, clearance through Onne and Port Harcourt ports, and delivery to site with a full documentation trail.',
    ],
    covers: [
      'Sourcing and bid evaluation against the client’s specification',
      'Purchase order management and expediting',
      'Vendor inspection and witness of factory acceptance tests',
      'Material certificates to EN 10204 3.1 checked on receipt',
      'Sea and air freight, export packing and marking',
      'Customs clearance and delivery to site or warehouse',
      'Consumables, PPE and spare-parts call-off agreements',
    ],
    delivery: [
      {
        title: 'Requisition review',
        text: 'Specifications, quantities and required-on-site dates are confirmed with the client before enquiries are issued.',
      },
      {
        title: 'Sourcing and award',
        text: 'At least three qualified suppliers are invited where the market allows, and bids are compared on technical, price and delivery grounds.',
      },
      {
        title: 'Expediting and inspection',
        text: 'Orders are tracked weekly; critical items are inspected at the works before release for shipment.',
      },
      {
        title: 'Delivery and close-out',
        text: 'Goods are received against the order, certificates filed, and a close-out pack issued to the client.',
      },
    ],
    locations: ['port-harcourt', 'manchester'],
    related: [
      'valves-flanges-connectors',
      'heavy-duty-equipment-supply',
      'equipment-supply-leasing',
      'haulage',
    ],
    image: {
      src: '/images/services/procurement-services.svg',
      alt: 'Illustration of stacked shipping containers and a packed crate marked with a tick, ready for delivery',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 5,
    slug: 'lubricant-drilling-fluid-production-chemicals',
    title: 'Lubricant & Drilling Fluid Production Chemicals',
    summary:
      'Supply and field support for drilling fluid additives, production chemicals and industrial lubricants, with dosing programmes and residual testing.',
    intro: [
      'We supply the chemicals and lubricants that drilling and production operations consume every day, blended or stocked in Port Harcourt so that rigs and flow stations are not left waiting on imports.',
      'Supply comes with field support: our chemists set dosing rates, take samples, test residuals and adjust programmes as well and facility conditions change, and every product is delivered with a safety data sheet and handling guidance.',
    ],
    covers: [
      'Water-based and oil-based mud additives, weighting agents and loss-circulation materials',
      'Corrosion inhibitors, scale inhibitors and biocides',
      'Demulsifiers, defoamers and wax and asphaltene treatments',
      'Engine, gear, compressor and hydraulic oils and greases',
      'Chemical injection programmes and dosing pump set-up',
      'Sampling, residual analysis and monthly treatment reports',
      'Safety data sheets, storage audits and handling training',
    ],
    delivery: [
      {
        title: 'Fluid and system review',
        text: 'We look at produced-fluid analyses, water cuts, metallurgy and existing treatment before recommending a product.',
      },
      {
        title: 'Trial and dosing',
        text: 'Products are bottle-tested or field-trialled at a controlled rate, with results agreed before full supply begins.',
      },
      {
        title: 'Supply and monitoring',
        text: 'Stock levels are kept at site and in our store, and residuals and performance are tested on an agreed schedule.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['well-services', 'field-optimization-services', 'procurement-services'],
    image: {
      src: '/images/services/lubricant-drilling-fluid-production-chemicals.svg',
      alt: 'Illustration of chemical drums and a laboratory flask holding amber fluid, with an oil drop',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 6,
    slug: 'technical-consultancy',
    title: 'Technical Consultancy',
    summary:
      'Independent engineering advice for operators and investors: feasibility studies, HAZOP facilitation, asset integrity reviews and owner’s engineer support.',
    intro: [
      'Our consultants help clients make decisions about oil, gas and power assets with the evidence in front of them: whether to refurbish or replace, how to bring a marginal field on stream, and what a facility really needs to operate safely.',
      'Studies are led from our Manchester office with input from Port Harcourt field staff who know the sites, the logistics and the regulatory process in Nigeria. We write plain reports with costed options and the assumptions behind them.',
    ],
    covers: [
      'Concept and feasibility studies for marginal fields and gas utilisation',
      'HAZID and HAZOP workshop facilitation and action tracking',
      'Asset integrity and fitness-for-service reviews',
      'Flare reduction and gas-to-power options',
      'Owner’s engineer and independent project assurance',
      'Support with regulatory permits and field development plan documentation',
      'Decommissioning and abandonment planning',
    ],
    delivery: [
      {
        title: 'Scope and data request',
        text: 'We agree the question to be answered, the deliverables and the data needed, and confirm what can be verified on site.',
      },
      {
        title: 'Site visit and analysis',
        text: 'Engineers visit the asset, interview operators and test the data against what they see.',
      },
      {
        title: 'Options and recommendation',
        text: 'Options are compared on safety, cost, schedule and risk, and a recommendation is presented to the client’s team.',
      },
    ],
    locations: ['manchester', 'port-harcourt'],
    related: ['engineering-services', 'field-optimization-services', 'facility-operations'],
    image: {
      src: '/images/services/technical-consultancy.svg',
      alt: 'Illustration of a presentation board with a rising bar chart and trend line beside a report and a magnifying glass',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 7,
    slug: 'engineering-services',
    title: 'Engineering (Civil, Mechanical and Electrical)',
    summary:
      'Multi-discipline design from concept to detailed drawings: foundations and structures, piping and equipment, power distribution and controls.',
    intro: [
      'Our engineers produce the designs that construction crews build from: civil and structural, mechanical and piping, electrical, and instrumentation and control, for new facilities and for modifications to existing ones.',
      'Design work is shared between Manchester and Port Harcourt, so calculations and drawings are checked by engineers who also visit the site. Deliverables follow the client’s numbering and drawing standards and are issued through a controlled document register.',
    ],
    covers: [
      'Front-end engineering design and detailed design',
      'Foundations, steel structures and drainage design',
      'Piping layout, stress analysis and equipment specification',
      'Power distribution, earthing and lighting design',
      'Instrumentation, control and shutdown system design',
      'Site surveys, laser scanning and as-built drawings',
      'Material take-offs and construction work packs',
    ],
    delivery: [
      {
        title: 'Basis of design',
        text: 'Design codes, site data, operating envelopes and client standards are fixed in a basis-of-design document before drawing starts.',
      },
      {
        title: 'Design and inter-discipline check',
        text: 'Each deliverable is checked by the discipline lead and reviewed against the other disciplines for clashes.',
      },
      {
        title: 'Client review',
        text: 'Design reviews are held at agreed milestones, and comments are logged and closed out in writing.',
      },
      {
        title: 'Issue for construction',
        text: 'Approved drawings are issued with material take-offs, and the design team supports the site through to as-built.',
      },
    ],
    locations: ['manchester', 'port-harcourt'],
    related: ['construction-services', 'technical-consultancy', 'mechanical-construction'],
    image: {
      src: '/images/services/engineering-services.svg',
      alt: 'Illustration of an engineering blueprint showing a gear, a lightning bolt and a truss bridge for the mechanical, electrical and civil disciplines',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 8,
    slug: 'construction-services',
    title: 'Construction (Civil, Mechanical and Electrical)',
    summary:
      'Civil works, buildings, equipment installation and electrical works for oil and gas facilities, camps and industrial sites in southern Nigeria.',
    intro: [
      'We build the civil, mechanical and electrical scope of industrial projects under one site management team: site preparation, foundations, buildings, equipment installation, cabling and power.',
      'Our Port Harcourt crews are used to the region’s conditions, from high water tables and swamp access to rainy-season scheduling. Sites are run with daily toolbox talks, a permit-to-work system and a quality plan agreed with the client.',
    ],
    covers: [
      'Site clearing, earthworks, piling and sand filling',
      'Reinforced concrete foundations, equipment plinths and bunds',
      'Warehouses, control rooms, offices and staff accommodation',
      'Roads, hardstandings and surface-water drainage',
      'Cable laying, termination and switchgear installation',
      'Lighting, earthing and lightning protection',
      'Fencing, gatehouses and site security infrastructure',
    ],
    delivery: [
      {
        title: 'Mobilisation and set-out',
        text: 'The site is surveyed and set out, temporary facilities established and a programme issued with rainy-season float.',
      },
      {
        title: 'Build to the quality plan',
        text: 'Concrete, steel and electrical works are inspected at agreed hold points and recorded with test results and photographs.',
      },
      {
        title: 'Testing and handover',
        text: 'Electrical systems are insulation and continuity tested, and the client receives as-built drawings and a maintenance schedule.',
      },
    ],
    locations: ['port-harcourt'],
    related: [
      'engineering-services',
      'mechanical-construction',
      'heavy-duty-equipment-supply',
      'real-estate',
    ],
    image: {
      src: '/images/services/construction-services.svg',
      alt: 'Illustration of a building under construction wrapped in scaffolding, with a tower crane lifting a load',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 9,
    slug: 'repairs-and-maintenance',
    title: 'Repairs and Maintenance',
    summary:
      'Planned and breakdown maintenance of pumps, compressors, generators, valves and static equipment, including shutdown and turnaround support.',
    intro: [
      'We keep production and utility equipment running through planned maintenance, condition monitoring and fast breakdown response, on contract or as a call-off service.',
      'Technicians work from our Port Harcourt workshop and travel to site with the tools, spares and procedures for the job. Every intervention is recorded against the asset so that recurring failures are spotted and fixed at the cause.',
    ],
    covers: [
      'Preventive maintenance routines and computerised work orders',
      'Pump, compressor and gas engine overhauls',
      'Generator servicing and load-bank testing',
      'Valve repair, lapping, testing and recertification',
      'Vibration and oil analysis for rotating equipment',
      'Corrosion repair, blasting and protective coating',
      'Shutdown and turnaround planning and manpower',
    ],
    delivery: [
      {
        title: 'Asset register and plan',
        text: 'We build or update the equipment register and set maintenance intervals from manufacturer data and operating history.',
      },
      {
        title: 'Planned work',
        text: 'Routines are scheduled with operations to limit downtime, and spares are staged before the crew arrives.',
      },
      {
        title: 'Breakdown response',
        text: 'A 24-hour line puts the client in touch with a duty supervisor who dispatches a crew and reports progress.',
      },
      {
        title: 'Failure review',
        text: 'Repeat failures are investigated and improvements proposed in a monthly maintenance report.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['facility-operations', 'valves-flanges-connectors', 'manpower-services'],
    image: {
      src: '/images/services/repairs-and-maintenance.svg',
      alt: 'Illustration of a large gear crossed by a spanner beside a centrifugal pump on its base',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 10,
    slug: 'haulage',
    title: 'Haulage',
    summary:
      'Road transport of pipe, equipment, fuel and chemicals across the Niger Delta, with tracked vehicles, trained drivers and journey management.',
    intro: [
      'Our haulage fleet moves materials between ports, warehouses, yards and field locations: line pipe and structural steel on flatbeds, heavy equipment on lowbeds, and fuel, water and chemicals in tankers.',
      'Every trip is planned under a journey management procedure that sets routes, rest stops, convoy rules and check-in times. Vehicles carry GPS trackers and are inspected before each journey.',
    ],
    covers: [
      'Flatbed and extendable trailers for pipe and steel',
      'Lowbed transport for heavy equipment and modules',
      'Tanker delivery of diesel, water and bulk chemicals',
      'Escorted movement of oversized loads',
      'GPS tracking and speed monitoring of every vehicle',
      'Driver training, medicals and hours-of-work control',
    ],
    delivery: [
      {
        title: 'Load and route planning',
        text: 'Dimensions, weights and securing methods are confirmed, and the route is checked for bridges, bad roads and curfews.',
      },
      {
        title: 'Pre-trip inspection',
        text: 'The vehicle, load securing and documents are checked and signed off before departure.',
      },
      {
        title: 'Tracked journey',
        text: 'Our control room follows the vehicle to destination and raises the alarm if a check-in is missed.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['marine-services', 'heavy-duty-equipment-supply', 'procurement-services'],
    image: {
      src: '/images/services/haulage.svg',
      alt: 'Illustration of a tanker truck with a navy cab and a steel tank on the road',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 11,
    slug: 'marine-services',
    title: 'Marine Services',
    summary:
      'Crew boats, supply vessels, tugs and barges for swamp, creek and near-shore operations, with vetted crews and marine logistics from Onne.',
    intro: [
      'Much of the Niger Delta’s production is reached by water. We provide and manage the vessels that move people, materials and equipment to swamp, creek and shallow-water locations.',
      'Vessels are chartered from owners we have inspected, crewed by qualified masters and engineers, and run to a marine operations procedure that covers passenger manifests, weather limits and night-time movement.',
    ],
    covers: [
      'Crew boats for personnel transfer to swamp and near-shore sites',
      'Platform supply vessels and landing craft for materials',
      'Tugs, flat-top barges and accommodation houseboats',
      'Vessel inspection against a marine assurance checklist',
      'Quayside handling, loading and manifests at Onne',
      'Marine fuel and fresh-water supply',
    ],
    delivery: [
      {
        title: 'Vessel selection',
        text: 'The vessel is matched to the cargo, draught and route, and inspected before charter.',
      },
      {
        title: 'Voyage planning',
        text: 'Routes, tides, weather limits and communication schedules are set for each movement.',
      },
      {
        title: 'Operation and reporting',
        text: 'Daily reports cover position, fuel, cargo and any incidents, with a monthly utilisation summary.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['haulage', 'well-services', 'heavy-duty-equipment-supply'],
    image: {
      src: '/images/services/marine-services.svg',
      alt: 'Illustration of an offshore supply vessel carrying containers on its aft deck, sailing on waves',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 12,
    slug: 'heavy-duty-equipment-supply',
    title: 'Heavy Duty Equipment Supply',
    summary:
      'Cranes, excavators, pipelayers, loaders and forklifts for construction and oilfield work, supplied with certified operators and maintenance.',
    intro: [
      'We supply heavy equipment for civil, pipeline and oilfield projects, either with our own certified operators or as bare hire for clients who crew their own machines.',
      'Machines are maintained in our Port Harcourt yard, inspected before dispatch and supported on site by a mechanic on call. Lifting equipment is supplied with current thorough examination reports and load charts.',
    ],
    covers: [
      'Mobile and crawler cranes with certified operators and riggers',
      'Excavators, swamp buggies and bulldozers',
      'Side-boom pipelayers for pipeline construction',
      'Wheel loaders, forklifts and telehandlers',
      'Thorough examination reports and load charts for lifting equipment',
      'On-site servicing and breakdown support',
    ],
    delivery: [
      {
        title: 'Equipment selection',
        text: 'We match capacity and reach to the task, ground conditions and access, and advise on lift plans where needed.',
      },
      {
        title: 'Dispatch and set-up',
        text: 'Equipment is inspected, transported and set up on site, with operator competence records provided.',
      },
      {
        title: 'Support on hire',
        text: 'Daily checks, fuel and servicing are arranged, and a replacement machine is sent if a breakdown cannot be fixed quickly.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['equipment-supply-leasing', 'haulage', 'construction-services', 'pipeline-services'],
    image: {
      src: '/images/services/heavy-duty-equipment-supply.svg',
      alt: 'Illustration of an amber tracked excavator with its arm raised and bucket ready to dig',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 13,
    slug: 'valves-flanges-connectors',
    title: 'Procurement of Valves, Flanges, Connectors',
    summary:
      'Pipeline and process valves, flanges, fittings and wellhead connectors sourced to specification, pressure tested and delivered with full traceability.',
    intro: [
      'Valves and pressure-containing fittings are where a specification error becomes a safety problem. We source these items from qualified manufacturers and check them before they reach site.',
      'Our Manchester office handles manufacturer selection and factory inspection in the UK and Europe; our Port Harcourt store receives, tests and holds stock for call-off by operators and contractors.',
    ],
    covers: [
      'Gate, ball, globe, check and plug valves to API 6D and API 600',
      'Weld-neck, slip-on, blind and spectacle flanges to ASME B16.5 and B16.47',
      'Wellhead and Christmas tree connectors to API 6A',
      'Gaskets, stud bolts and insulating kits',
      'Hydraulic and instrument fittings and hoses',
      'Receipt pressure testing and positive material identification',
      'Heat-number traceability to mill certificates',
    ],
    delivery: [
      {
        title: 'Specification check',
        text: 'Pressure class, materials, end connections and trim are checked against the piping class before ordering.',
      },
      {
        title: 'Factory inspection',
        text: 'Critical valves are witnessed on shell and seat tests at the manufacturer’s works.',
      },
      {
        title: 'Receipt and storage',
        text: 'Items are checked, tagged, preserved and stored with their certificates until called off.',
      },
    ],
    locations: ['manchester', 'port-harcourt'],
    related: ['procurement-services', 'pipeline-services', 'repairs-and-maintenance'],
    image: {
      src: '/images/services/valves-flanges-connectors.svg',
      alt: 'Illustration of a gate valve with a handwheel bolted between two pipe flanges',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 14,
    slug: 'real-estate',
    title: 'Real Estate',
    summary:
      'Staff housing, offices, warehouses and yards in Port Harcourt: sourcing, leasing, property management and site acquisition support.',
    intro: [
      'Project teams and operating companies arriving in Port Harcourt need secure housing, office space and yards quickly. We find, lease and manage property for them so that their people can focus on the work.',
      'We inspect each property for security, power, water and access before recommending it, and manage leases, repairs and utilities on the client’s behalf for as long as the project runs.',
    ],
    covers: [
      'Serviced staff housing and guest houses',
      'Office space and project site offices',
      'Warehouses, laydown areas and fabrication yards',
      'Lease negotiation and documentation',
      'Property management, repairs and utilities',
      'Site acquisition and title verification support',
    ],
    delivery: [
      {
        title: 'Brief',
        text: 'We agree location, size, security and budget requirements and the date the space is needed.',
      },
      {
        title: 'Search and inspection',
        text: 'A shortlist of inspected properties is presented with photographs, costs and an assessment of each.',
      },
      {
        title: 'Lease and management',
        text: 'We negotiate terms, prepare the property and manage it through the lease.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['interior-designs', 'construction-services'],
    image: {
      src: '/images/services/real-estate.svg',
      alt: 'Illustration of a residential apartment block and a house beside a tree and a sign post',
      width: 640,
      height: 400,
    },
  },
  {
    catalogueId: 15,
    slug: 'interior-designs',
    title: 'Interior Designs',
    summary:
      'Interior design and fit-out of offices, control rooms, staff housing and guest houses, from space planning to furniture and lighting.',
    intro: [
      'We design and fit out working and living spaces for energy companies and their staff: offices that hold a project team, control rooms that operators can work in for a twelve-hour shift, and housing that people are glad to return to.',
      'Designs are drawn up in Port Harcourt, priced in detail before work starts and delivered by our own fit-out crews with local and imported finishes chosen for the climate.',
    ],
    covers: [
      'Space planning and layout drawings',
      'Office and meeting-room fit-out',
      'Control room and console layouts',
      'Furnishing of staff housing and guest houses',
      'Lighting, ceilings, flooring and acoustic finishes',
      'Furniture and fittings procurement and installation',
    ],
    delivery: [
      {
        title: 'Design brief',
        text: 'We survey the space and agree how it will be used, the number of occupants and the budget.',
      },
      {
        title: 'Concept and costing',
        text: 'Layouts, finishes and a priced bill of quantities are presented for approval.',
      },
      {
        title: 'Fit-out',
        text: 'Our crews complete the work to a programme and hand over a snag-free space with warranties.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['real-estate', 'construction-services'],
    image: {
      src: '/images/services/interior-designs.svg',
      alt: 'Illustration of a furnished room with a sofa, a floor lamp, a framed picture and a potted plant',
      width: 640,
      height: 400,
    },
  },
  {
    slug: 'well-services',
    title: 'Well Services',
    summary:
      'Wellhead maintenance, slickline support, well testing and workover support for land and swamp wells, with crews and equipment from Port Harcourt.',
    intro: [
      'We help operators keep wells producing and safe: maintaining wellheads and Christmas trees, supporting slickline and workover campaigns, and running well tests to measure what each well delivers.',
      'Crews and equipment are mobilised from Port Harcourt by road or water, and work is planned with the operator’s well engineers under their well control and barrier standards.',
    ],
    covers: [
      'Wellhead and Christmas tree greasing, servicing and pressure testing',
      'Slickline crew and equipment support',
      'Surface well testing with test separators and flow measurement',
      'Workover and recompletion support services',
      'Sand management and well clean-up support',
      'Plug and abandonment support for suspended wells',
    ],
    delivery: [
      {
        title: 'Programme review',
        text: 'The operator’s well programme, barrier diagram and equipment list are reviewed with our supervisor before mobilisation.',
      },
      {
        title: 'Rig-up and testing',
        text: 'Equipment is rigged up, pressure tested and signed off before any well intervention starts.',
      },
      {
        title: 'Execution and reporting',
        text: 'Daily operations reports record pressures, rates and events; a final report is issued at rig-down.',
      },
    ],
    locations: ['port-harcourt'],
    related: [
      'field-optimization-services',
      'lubricant-drilling-fluid-production-chemicals',
      'equipment-supply-leasing',
    ],
    image: {
      src: '/images/services/well-services.svg',
      alt: 'Illustration of a workover rig derrick standing over a wellhead, with a flag at the top of the mast',
      width: 640,
      height: 400,
    },
  },
  {
    slug: 'field-optimization-services',
    title: 'Field Optimization Services',
    summary:
      'Production surveillance, artificial lift tuning, debottlenecking and flare reduction to get more from mature fields in the Niger Delta.',
    intro: [
      'Many Niger Delta fields are mature, with rising water cuts, ageing facilities and wells that are no longer produced at their best. We look for the barrels and the gas that are being lost, and for the changes that recover them at least cost.',
      'Field engineers in Port Harcourt gather well tests and facility data; analysts in Manchester model wells and networks and recommend changes, which our crews can then carry out.',
    ],
    covers: [
      'Well test review and production surveillance',
      'Gas lift and electrical submersible pump optimisation',
      'Network and facility debottlenecking studies',
      'Water handling and produced-water reinjection options',
      'Flare and vent reduction and gas recovery',
      'Energy use and fuel-gas reviews for facilities',
    ],
    delivery: [
      {
        title: 'Baseline',
        text: 'We collect well, facility and flare data and agree a production and loss baseline with the operator.',
      },
      {
        title: 'Opportunity register',
        text: 'Each opportunity is quantified, costed and ranked, and quick wins are separated from projects that need approval.',
      },
      {
        title: 'Implementation',
        text: 'Agreed changes are carried out, and results are measured against the baseline.',
      },
    ],
    locations: ['port-harcourt', 'manchester'],
    related: ['well-services', 'facility-operations', 'technical-consultancy'],
    image: {
      src: '/images/services/field-optimization-services.svg',
      alt: 'Illustration of a pumpjack on an oil well beside a rising production chart',
      width: 640,
      height: 400,
    },
  },
  {
    slug: 'facility-operations',
    title: 'Facility Operations',
    summary:
      'Operation and maintenance of flow stations, gas plants and utility systems on the operator’s behalf, with trained crews and clear reporting.',
    intro: [
      'We operate and maintain production facilities for owners who want an experienced, accountable team on site: flow stations, gas compression and treatment plants, tank farms and power plants.',
      'Our operators work to the owner’s procedures and permit-to-work system, run shifts around the clock, and report production, downtime and safety performance every day.',
    ],
    covers: [
      'Shift operation of flow stations and gas plants',
      'Tank farm and custody transfer metering operations',
      'Power generation and utility systems',
      'Permit-to-work and isolation management',
      'Operating procedures, logs and handover notes',
      'Daily production, downtime and HSE reporting',
    ],
    delivery: [
      {
        title: 'Transition',
        text: 'A structured handover from the previous operator covers procedures, open work orders and known defects.',
      },
      {
        title: 'Steady-state operation',
        text: 'Shifts are staffed with trained operators and supervisors, with maintenance planned alongside operations.',
      },
      {
        title: 'Performance review',
        text: 'Monthly reviews with the owner cover production, availability, costs and incidents, and agree improvements.',
      },
    ],
    locations: ['port-harcourt'],
    related: ['repairs-and-maintenance', 'manpower-services', 'field-optimization-services'],
    image: {
      src: '/images/services/facility-operations.svg',
      alt: 'Illustration of a production facility with storage tanks, a lit flare stack and a control building',
      width: 640,
      height: 400,
    },
  },
  {
    slug: 'equipment-supply-leasing',
    title: 'Equipment Supply & Leasing',
    summary:
      'Sale and lease of generators, pumps, compressors, tanks and test equipment for oilfield and construction sites, inspected and ready to work.',
    intro: [
      'We keep a rental fleet in Port Harcourt of the equipment that sites need at short notice, and we source larger or specialist items to order through our Manchester office.',
      'Each unit is inspected, tested and documented before it leaves the yard, and leases include servicing, so that clients pay for equipment that runs rather than equipment that waits for parts.',
    ],
    covers: [
      'Diesel generators and lighting towers',
      'Centrifugal and positive displacement pumps',
      'Air compressors and nitrogen units',
      'Frac tanks, storage tanks and test separators',
      'Pressure testing units and chart recorders',
      'Forklifts and material handling equipment',
    ],
    delivery: [
      {
        title: 'Requirement check',
        text: 'We confirm duty, capacity, hazardous-area classification and lease period before offering a unit.',
      },
      {
        title: 'Pre-hire inspection',
        text: 'Units are serviced, tested and sent with inspection certificates and operating instructions.',
      },
      {
        title: 'Service during lease',
        text: 'Scheduled servicing and breakdown cover are included, with a replacement unit where repair on site is not possible.',
      },
    ],
    locations: ['port-harcourt', 'manchester'],
    related: ['heavy-duty-equipment-supply', 'procurement-services', 'well-services'],
    image: {
      src: '/images/services/equipment-supply-leasing.svg',
      alt: 'Illustration of a forklift carrying a crate beside a containerised diesel generator',
      width: 640,
      height: 400,
    },
  },
]);

export const catalogue = services
  .filter((s) => s.catalogueId !== undefined)
  .sort((a, b) => (a.catalogueId ?? 0) - (b.catalogueId ?? 0));

/** Oilfield pages kept from the original site's URLs that sit outside the 15-entry catalogue. */
export const specialistServices = services.filter((s) => s.catalogueId === undefined);

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
