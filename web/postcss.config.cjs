module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // The mobile layout (bottom bar, drawer sidebar) is below 770 px.
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48.125em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
