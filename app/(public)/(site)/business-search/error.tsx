'use client';

export { RouteError as default } from '@/components/RouteError.client';
