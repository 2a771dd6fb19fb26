//! The benchmarks live in this package's bench targets (`cargo bench -p gridwright-benches`).
