// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x11, #53, #0
setf16	w19
setf8	w12
