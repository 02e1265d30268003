// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x15, #52, #1
setf16	w3
setf8	w4
