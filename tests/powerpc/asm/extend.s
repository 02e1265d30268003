# Sign extension and bit counting (X form, rA <- f(rS), rB field 0), with record forms.
extsb 3, 4
extsb 0, 31
extsb 31, 31
extsb. 3, 4
extsb. 17, 18
extsh 3, 4
extsh 1, 0
extsh. 3, 4
extsh. 30, 2
extsw 3, 4
extsw 5, 5
extsw. 3, 4
extsw. 12, 0
extswsli 3, 4, 0
extswsli 3, 4, 63
extswsli. 3, 4, 32
cntlzw 3, 4
cntlzw 0, 31
cntlzw. 3, 4
cntlzd 3, 4
cntlzd 31, 0
cntlzd. 3, 4
cnttzw 3, 4
cnttzw. 3, 4
cnttzd 3, 4
cnttzd. 3, 4
popcntb 3, 4
popcntw 3, 4
popcntd 3, 4
