/** What the gallery needs of a photo: the public read side and the back office both pass theirs. */
export interface GalleryImage {
  id: string;
  imageUrl: string;
  /** The 480 px version, when there is one. */
  thumbUrl?: string | null;
}
