import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestCategoryEndpoints, type RequestCategoryBody } from '@portal/contract';
import { api } from '../../shared/api/client';

export const categoryKeys = {
  all: ['requests', 'categories'] as const,
  children: (parentId: number | null) => ['requests', 'categories', parentId] as const,
};

/** GET /api/request/category: the departments (null), or the services of one. */
export const useRequestCategories = (parentId: number | null) =>
  useQuery({
    queryKey: categoryKeys.children(parentId),
    queryFn: ({ signal }) => api(requestCategoryEndpoints.list, { query: parentId === null ? {} : { parent_id: parentId } }, { signal }),
  });

/** POST /api/request/category: create or change; the tree is asked again. */
export function useSaveRequestCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCategoryBody) => api(requestCategoryEndpoints.save, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
