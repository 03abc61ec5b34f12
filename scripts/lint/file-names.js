// An oxlint plugin (ESLint's plugin API): files and folders are kebab-case (CONTRIBUTING.md).
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export default {
  meta: { name: 'file-names' },
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', messages: { name: '«{{name}}» is not kebab-case (CONTRIBUTING.md).' } },
      create(context) {
        return {
          Program(node) {
            const parts = context.filename.slice(context.cwd.length + 1).split(/[\\/]/);
            const names = [...parts.slice(0, -1), parts.at(-1).split('.')[0]];
            for (const name of names.filter((part) => !part.startsWith('.') && !kebabCase.test(part))) {
              context.report({ node, messageId: 'name', data: { name } });
            }
          },
        };
      },
    },
  },
};
