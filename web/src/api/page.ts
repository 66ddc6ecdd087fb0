/** The page of a list query (`{ data total }`) and its arguments, shared by every paged list. */
export interface Page<T> {
  data: T[];
  total: number;
}

export interface PageArgs<F> {
  page: number;
  perPage: number;
  filter?: F;
}
