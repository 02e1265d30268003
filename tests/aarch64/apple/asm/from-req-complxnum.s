// mattr: +complxnum
fcadd.2d v10, v0, v30, #90
fcadd.2s v26, v19, v25, #90
fcadd.4s v20, v18, v24, #270
fcmla.2d v14, v28, v27, #180
fcmla.2s v20, v26, v21, #0
fcmla.4s v3, v19, v14, #180
fcmla.4s v13, v8, v14[0], #90
