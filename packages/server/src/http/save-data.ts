import type { FastifyRequest } from 'fastify';

/** The browser asks for less data (the Save-Data request header: its data saver is on). */
export function savesData(request: FastifyRequest): boolean {
  const header = request.headers['save-data'];
  return typeof header === 'string' && header.trim().toLowerCase() === 'on';
}
