// mattr: +complxnum
fcadd.2d v11, v22, v10, #270
fcadd.2s v31, v31, v7, #270
fcadd.4s v24, v0, v14, #90
fcmla.2d v28, v12, v16, #0
fcmla.2s v22, v24, v11, #0
fcmla.4s v23, v25, v14, #90
fcmla.4s v3, v17, v28[1], #270
