// Hawaii 2024 figures read by engine/src/states/rules/hi.ts. Source: Form N-11 (2024) line 24 and its instructions.
export const HI_2024 = {
  form: 'Hawaii Form N-11 (2024)',
  /** N-11 line 24: per exemption (self, spouse, each 65 or over, each dependent). */
  exemption: 1144,
} as const;
