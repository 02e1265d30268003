// mattr: +jsconv
// instructions llvm-mc 19 takes only with: jsconv
fjcvtzs	w27, d5
