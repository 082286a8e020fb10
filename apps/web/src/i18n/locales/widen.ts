// A catalogue's shape with every text widened to string: what another language must fill in.
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
