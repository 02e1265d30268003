// mattr: +xs
// instructions llvm-mc 19 takes only with: xs
dsb	ishnxs
