// The versions the Vite + React consumers pin, written once: React 19 with its types, and the
// build tools a Vite + React host installs (vite-react18 keeps React 18's own).

export const react19 = { react: '19.3.1', 'react-dom': '19.3.1' }

export const viteReact19DevDependencies = {
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  vite: '8.3.8',
}
