// mattr: +predres
// instructions llvm-mc 19 takes only with: predres
cfp	rctx, x5
dvp	rctx, x5
cpp	rctx, x5
