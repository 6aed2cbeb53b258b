import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/')({
  component: () => <h1 className="p-8 text-3xl font-bold">Find Your Ideal Home</h1>,
});
