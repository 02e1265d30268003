// mattr: +jsconv
// instructions llvm-mc 19 takes only with: jsconv
fjcvtzs	w9, d13
