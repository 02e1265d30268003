// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x5, #55, #0
setf16	w19
setf8	w12
