# expect: immediate-out-of-range
# vpermil2ps's match/zero control takes four bits
vpermil2ps $16, %xmm1, %xmm2, %xmm3, %xmm4
