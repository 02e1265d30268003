// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x23, #63, #13
setf16	w28
setf8	w8
