import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const PublicConfig = z.object({
  oidc: z.object({ providerName: z.string() }).nullable(),
  ai: z.object({ text: z.boolean(), photo: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/** What the web needs to know before sign-in: whether to offer the identity provider and AI features. */
export async function configRoutes(
  app: FastifyInstance,
  opts: { publicConfig: PublicConfig },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings of this server',
        response: { 200: PublicConfig },
      },
    },
    async () => opts.publicConfig,
  );
}
