// Conditional select: sf|op|S|11010100|Rm|cond|op2|Rn|Rd.
csel x0, x1, x2, eq
csel x0, x1, x2, ne
csel x0, x1, x2, hs
csel x0, x1, x2, lo
csel x0, x1, x2, mi
csel x0, x1, x2, pl
csel x0, x1, x2, vs
csel x0, x1, x2, vc
csel x0, x1, x2, hi
csel x0, x1, x2, ls
csel x0, x1, x2, ge
csel x0, x1, x2, lt
csel x0, x1, x2, gt
csel x0, x1, x2, le
csel x0, x1, x2, al
csel x0, x1, x2, nv
csel w0, w1, w2, eq
csel w30, w29, w28, lt
csel x0, xzr, x2, ge
csel w3, w4, wzr, hi
csinc x0, x1, x2, eq
csinc x0, x1, x2, lt
csinc w0, w1, w2, ne
csinc w0, w1, w2, hs
csinc x0, x1, x1, al
csinc x0, xzr, x2, ne
csinv x0, x1, x2, eq
csinv x0, x1, x2, le
csinv w0, w1, w2, gt
csinv w0, w1, w1, nv
csneg x0, x1, x2, eq
csneg x0, x1, x2, mi
csneg w0, w1, w2, pl
csneg w0, w1, w1, al
// Aliases: cset/csetm (zr operands, inverted condition), cinc/cinv/cneg (Rn == Rm).
cset x0, eq
cset x0, ne
cset x0, hs
cset x0, lo
cset x0, mi
cset x0, pl
cset x0, vs
cset x0, vc
cset x0, hi
cset x0, ls
cset x0, ge
cset x0, lt
cset x0, gt
cset x0, le
cset w0, eq
cset w30, gt
csetm x0, eq
csetm x0, lo
csetm w0, ne
csetm w0, le
cinc x0, x1, eq
cinc x0, x1, hi
cinc w0, w1, ne
cinc w0, w1, lt
cinv x0, x1, eq
cinv x0, x1, vs
cinv w0, w1, ge
cneg x0, x1, eq
cneg x0, x1, mi
cneg w0, w1, le
cneg w0, w1, ls
// Conditional compare: ccmp/ccmn (register and 5-bit immediate), nzcv 0..15.
ccmp x0, x1, #0, eq
ccmp x0, x1, #15, ne
ccmp w0, w1, #4, ge
ccmp x0, #0, #2, lt
ccmp x0, #31, #8, hi
ccmp w0, #31, #15, ls
ccmn x0, x1, #1, eq
ccmn w0, w1, #0, gt
ccmn x0, #5, #3, le
ccmn w0, #0, #7, al
