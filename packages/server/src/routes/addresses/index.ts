import { addressSchema, savedAddressSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  makeDefaultAddress,
  MAX_ADDRESSES,
  toAddress,
  updateAddress,
} from '../../repositories/addresses.ts';

export const ADDRESS_NOT_FOUND = 'Address not found.';
export const TOO_MANY_ADDRESSES = `You can save at most ${MAX_ADDRESSES} addresses.`;

/** The body: the form's fields; an `_id` in it is ignored (the path names the address). */
const addressBody = addressSchema.omit({ _id: true });
const params = z.object({ id: z.uuid() });
const TAGS = ['addresses'];

/** Saved delivery addresses of the signed-in user (the checkout's Address step). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/api/addresses',
    {
      schema: {
        tags: TAGS,
        summary: 'Saved addresses, the default first',
        response: { 200: envelopeOf(z.array(savedAddressSchema)), 401: failureSchema },
      },
    },
    async (request) => ok((await listAddresses(app.db, currentUser(request).id)).map(toAddress)),
  );

  app.post(
    '/api/addresses',
    {
      schema: {
        tags: TAGS,
        summary: 'Save an address (the first one, or one marked isDefault, becomes the default)',
        body: addressBody,
        response: {
          201: envelopeOf(savedAddressSchema),
          400: failureSchema,
          401: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await createAddress(app.db, currentUser(request).id, request.body, app.now());
      if (!row) throw conflict(TOO_MANY_ADDRESSES);
      return reply.code(201).send(ok(toAddress(row)));
    },
  );

  app.get(
    '/api/addresses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One saved address',
        params,
        response: { 200: envelopeOf(savedAddressSchema), 401: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const row = await findAddress(app.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return ok(toAddress(row));
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Replace a saved address (isDefault true makes it the only default)',
        params,
        body: addressBody,
        response: {
          200: envelopeOf(savedAddressSchema),
          400: failureSchema,
          401: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await updateAddress(app.db, userId, request.params.id, request.body, app.now());
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return ok(toAddress(row));
    },
  );

  app.post(
    '/api/addresses/:id/default',
    {
      schema: {
        tags: TAGS,
        summary: 'Make this the default address (the previous default stops being one)',
        params,
        response: { 200: envelopeOf(savedAddressSchema), 401: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await makeDefaultAddress(app.db, userId, request.params.id, app.now());
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return ok(toAddress(row));
    },
  );

  app.delete(
    '/api/addresses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a saved address (a removed default passes to the latest other one)',
        params,
        response: { 200: envelopeOf(z.null()), 401: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await deleteAddress(app.db, userId, request.params.id, app.now()))) {
        throw notFound(ADDRESS_NOT_FOUND);
      }
      return ok(null, 'Address removed.');
    },
  );
};
