// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x94d3
tcommit
tstart	x26
ttest	x6
