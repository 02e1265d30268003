// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x23, #27, #14
setf16	w27
setf8	w20
