// without predres2: each line is rejected
cosp	rctx, x5
