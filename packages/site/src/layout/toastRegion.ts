// The kit's toast region, a chunk of its own: NoticeRegion.tsx loads it with the first toast.
export { ToastRegion } from '@aarambh/ui';
