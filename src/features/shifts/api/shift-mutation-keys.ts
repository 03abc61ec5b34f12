export const shiftMutationKeys = {
  open: ['shift', 'open'] as const,
  close: ['shift', 'close'] as const,
};
