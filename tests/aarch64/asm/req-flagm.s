// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x30, #53, #6
setf16	w29
setf8	w11
