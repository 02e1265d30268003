// mattr: +specres2
// instructions llvm-mc 19 takes only with: predres2
cosp	rctx, x5
