import { z } from 'zod';

/**
 * What the OpenAPI document says of a schema beyond its shape: its component name (`id`), a
 * description, a format. Registered here, not in zod's global registry: a process may evaluate these
 * contracts twice — the development server's page loader beside the server, the tests' Vite-rendered
 * site beside Vitest — and two schemas with one name in a shared registry make the document fail.
 * Each evaluation of this module is a registry of its own, so the server's document only sees its own.
 */
export const apiSchemas = z.registry<{ id?: string; description?: string; format?: string }>();
