// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcsstr	x8, [x22]
gcssttr	x21, [x25]
gcspushm	x1
gcsss1	x30
