// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
  }
  function autocannon(opts: { url: string; connections?: number; duration?: number; amount?: number }): Promise<Result>;
  export default autocannon;
}
