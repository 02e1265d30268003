// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x10, #35, #0
setf16	w9
setf8	w23
