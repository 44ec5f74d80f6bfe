// Pictures of the public site (logo, favicon, banners, article covers) uploaded by staff. Stored in the database
// rather than under DATA_DIR so that every server process of one database serves every picture; they are small
// (2 MiB at most) and written rarely.

export interface SiteImagesTable {
  id: string;
  fileName: string;
  contentType: string;
  /** Without the dot: png, jpg, webp, gif, svg, ico. Part of the public URL. */
  extension: string;
  width: number;
  height: number;
  byteSize: number;
  data: Buffer;
  creationTime: string;
  createdBy: string;
}

export interface SiteImagesTables {
  site_images: SiteImagesTable;
}
