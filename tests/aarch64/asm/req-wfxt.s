// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x0
wfit	x22
