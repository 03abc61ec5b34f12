import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { One } from '../contract/envelope';
import { http } from '../lib/http/http';
import type { EntityKeys } from './entity';

export interface EntityUpdate<Body> {
  id: number;
  body: Body;
}

/**
 * The create, update and delete hooks of a catalogue entity at `path`. Each refetches the entity's
 * lists (and `alsoRefetch`, lists that show it too); an update first puts the saved entity in its
 * detail's cache, a delete forgets the detail.
 */
export function entityMutations<T extends { id: number }, CreateBody, UpdateBody>(
  path: string,
  keys: EntityKeys,
  alsoRefetch: QueryKey[] = [],
) {
  const refetchLists = (client: QueryClient) =>
    Promise.all([keys.lists(), ...alsoRefetch].map((queryKey) => client.invalidateQueries({ queryKey })));

  return {
    useCreate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: CreateBody) => http.post<One<T>>(path, body).then((res) => res.data),
        onSuccess: () => refetchLists(client),
      });
    },
    useUpdate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: EntityUpdate<UpdateBody>) =>
          http.patch<One<T>>(`${path}/${id}`, body).then((res) => res.data),
        onSuccess: (entity) => {
          client.setQueryData(keys.detail(entity.id), entity);
          return refetchLists(client);
        },
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => http.delete<unknown>(`${path}/${id}`),
        onSuccess: (_data, id) => {
          client.removeQueries({ queryKey: keys.detail(id) });
          return refetchLists(client);
        },
      });
    },
  };
}
