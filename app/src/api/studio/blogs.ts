// Editors: blogs and news in every state, and pictures into the media store.
import type { BlogDraft, StudioBlog, StudioBlogRow, UploadedImage } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPost, apiPut, apiUpload, apiUrl } from '../client';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const STUDIO_BLOGS_PATH = '/api/studio/blogs';
export const STUDIO_IMAGES_PATH = '/api/studio/media/images';
const blogPath = (id: string) => `${STUDIO_BLOGS_PATH}/${encodeURIComponent(id)}`;

export function useStudioBlogs(page: number, q: string) {
  const query = { page, limit: STUDIO_PAGE_SIZE, q: q.trim() };
  const { data, error, isLoading } = useSWR(
    apiUrl(STUDIO_BLOGS_PATH, query),
    () => apiGet<StudioPage<StudioBlogRow>>(STUDIO_BLOGS_PATH, { query }),
    { keepPreviousData: true },
  );
  return { blogs: data, error: error as unknown, isLoading };
}

export function useStudioBlog(id: string | undefined) {
  const { data, error, isLoading } = useSWR(id ? blogPath(id) : null, () =>
    apiGet<StudioBlog>(blogPath(id ?? '')),
  );
  return { blog: data, error: error as unknown, isLoading };
}

/** Creates the blog (no id yet) or saves it. */
export function saveBlog(id: string | undefined, draft: BlogDraft): Promise<StudioBlog> {
  return id
    ? apiPut<StudioBlog>(blogPath(id), draft)
    : apiPost<StudioBlog>(STUDIO_BLOGS_PATH, draft);
}

/** One picture into the media store, its progress reported 0 to 100; answers where it is served. */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<UploadedImage>(STUDIO_IMAGES_PATH, form, onProgress);
}
