'use server';

import { enquiryForm } from '@/lib/enquiries/form';
import { serve } from '@/lib/forms/serve';

/** Every enquiry form (study, job application, business, contact) posts this one action. */
export const sendEnquiry = serve(enquiryForm);
