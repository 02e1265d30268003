// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x11, #56, #14
setf16	w4
setf8	w26
