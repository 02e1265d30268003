// mattr: +jsconv
// instructions llvm-mc 19 takes only with: jsconv
fjcvtzs	w20, d29
