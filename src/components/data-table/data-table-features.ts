import { rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** The features every admin table uses: sorting and paging, both done by the server (manual mode). */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type DataTableFeatures = typeof dataTableFeatures;
