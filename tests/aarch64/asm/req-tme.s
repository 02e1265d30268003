// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x9994
tcommit
tstart	x23
ttest	x8
