// A consumer's plain Next.js config: nothing about our package (no transpilePackages, no plugin).
export default {};
