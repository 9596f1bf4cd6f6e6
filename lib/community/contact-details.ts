import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Member } from '@/lib/db/queries/members';
import type { ContactDetails } from './profile';

/** The member's name, address and phone as a person types them into a form. */
export function contactDetails(member: Member): ContactDetails {
  const [number, ext] = (member.phone ?? '').split(';ext=');
  const phone = number ? (parsePhoneNumberFromString(number)?.formatInternational() ?? number) : '';
  return {
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    phone: ext ? `${phone} ext. ${ext}` : phone,
  };
}
