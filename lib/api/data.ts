/** The envelope of every successful answer: `{ data: … }`. */
export type Data<T> = { data: T };
