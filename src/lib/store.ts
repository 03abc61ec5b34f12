import { createStore } from 'jotai';

/** The app's one jotai store, also read outside React (http client, sign-out). */
export const store = createStore();
