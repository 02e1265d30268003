// without predres: each line is rejected
cfp	rctx, x5
dvp	rctx, x5
cpp	rctx, x5
